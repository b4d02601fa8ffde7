print("xcstrings-a11y")
