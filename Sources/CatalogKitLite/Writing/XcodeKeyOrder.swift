import Foundation

/// The order in which Xcode writes the members of a catalog's objects.
///
/// Xcode sorts every object's members as `JSONSerialization`'s `.sortedKeys` does: case-insensitive,
/// numbers by value (`message 9` before `message 10`, `9sv-l5-xwG` before `10j-rd-fWr`), punctuation
/// and symbols by Unicode collation (`(%@)` before `%.0f seconds`, `🦖 Dinosaurs` before `A web…`),
/// and a forced order for names that differ only in case (`Radial menu` before `Radial Menu`). All
/// 289,636 objects of the 104 real catalogs of the test corpus have their members in this order but
/// for one pair of neighbouring keys in CotEditor's `Document.xcstrings`
/// (`Toolbar.documentHistory.label` before `Toolbar.documentHistory.back.label`), which no
/// comparison sorts that way (a key renamed by hand, most likely). Code-point order or
/// case-insensitive order alone misplace keys in 76 and 19 of the 104 catalogs.
public enum XcodeKeyOrder {
    /// The root locale, so that the order does not depend on the machine's language, as
    /// `JSONSerialization` uses the system locale rather than the user's.
    private static let locale = Locale(identifier: "")

    /// Whether Xcode writes the member `first` before the member `second`.
    public static func precedes(_ first: String, _ second: String) -> Bool {
        first.compare(second, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil, locale: locale)
            == .orderedAscending
    }

    /// `items` sorted by name in Xcode's order; items of equal names keep their order.
    static func sorted<Item>(_ items: [Item], name: (Item) -> String) -> [Item] {
        guard items.count > 1 else { return items }
        // Sorting the names once spares the comparator the closure calls; `sort` is stable.
        var named = items.enumerated().map { (name: name($0.element), index: $0.offset) }
        named.sort { precedes($0.name, $1.name) || (!precedes($1.name, $0.name) && $0.index < $1.index) }
        return named.map { items[$0.index] }
    }
}

/// The unknown members of one object, handed out in Xcode's order between the known ones.
///
/// Xcode sorts every member, so a member this tool does not know goes where its name sorts among
/// the known members (the known ones are written in a fixed order that is already sorted).
struct UnknownMembers {
    private let members: [JSONMember]
    private var next = 0

    init(_ members: [JSONMember]) {
        self.members = XcodeKeyOrder.sorted(members, name: \.name)
    }

    /// Writes the members not yet written whose names sort before `name`, or all of them when
    /// `name` is `nil`.
    mutating func write(before name: String?, _ text: inout XcodeJSONText, _ writer: CatalogWriter) {
        while next < members.count {
            let member = members[next]
            if let name, !XcodeKeyOrder.precedes(member.name, name) { return }
            text.member(member.name)
            writer.write(member.value, &text)
            next += 1
        }
    }

    /// Writes the rest.
    mutating func writeRest(_ text: inout XcodeJSONText, _ writer: CatalogWriter) {
        write(before: nil, &text, writer)
    }

    /// Whether there are none at all.
    var isEmpty: Bool { members.isEmpty }
}
