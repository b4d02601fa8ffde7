# Xcode "Run Script" build phase: findings appear in the issue navigator, beside the catalog or the
# Swift line (a hard-coded VoiceOver label, a key missing from the catalog).
# Paste into a Run Script phase of the app target (Build Phases → + → New Run Script Phase).
# With "User Script Sandboxing" on (the default since Xcode 15), either turn it off for this target
# or list the catalogs and Swift files as the phase's input files, or the script cannot read them.
if ! command -v xcstrings-a11y >/dev/null; then
  # Homebrew's folder is not on Xcode's PATH.
  export PATH="/opt/homebrew/bin:/usr/local/bin:$PATH"
fi
if ! command -v xcstrings-a11y >/dev/null; then
  echo "warning: xcstrings-a11y is not installed; accessibility strings were not checked"
  exit 0
fi
# The default text format prints `path:line:column: severity: message [rule]`, which Xcode reads;
# an absolute folder gives absolute paths, which Xcode can open. The catalogs and the Swift code
# under SRCROOT are both checked. Errors fail the build (exit 1); add --strict to fail on warnings
# too, or `|| true` to never fail it.
xcstrings-a11y check --color never "${SRCROOT}"
