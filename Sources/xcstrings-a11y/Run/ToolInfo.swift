/// The tool's name and version, as reports and `--version` print them.
enum ToolInfo {
    static let name = "xcstrings-a11y"
    static let version = "0.1.0"
}
