extension TabSplit {
    /// JSON: `{"tabs": [{"title": "One", "icon": "Down"}, …], "order": [0, 1, …]}`. A missing
    /// `tabs` is the seed's ten kinds and a missing `order` the tabs as listed. `tabs` is written
    /// only when it differs from the seed's, so a configuration that keeps them encodes as it did
    /// before tabs were configurable, and its tokens and ETags stay the same.
    public struct Configuration: MenuConfiguration {
        /// The tabs after Settings, 1…`Limits.maxTabs` of them; `order` indexes this list.
        public var tabs: [Kind]
        /// The saved strip order: a permutation of `tabs.indices`.
        public var order: [Int]

        /// `order` defaults to the tabs as listed.
        public init(tabs: [Kind] = TabSplit.kinds, order: [Int]? = nil) {
            self.tabs = tabs
            self.order = order ?? Array(tabs.indices)
        }

        public static let demo = Configuration()

        private enum CodingKeys: String, CodingKey {
            case tabs, order
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.init(
                tabs: try container.decodeIfPresent([Kind].self, forKey: .tabs) ?? TabSplit.kinds,
                order: try container.decodeIfPresent([Int].self, forKey: .order))
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if tabs != TabSplit.kinds || encoder.userInfo[.writesDefaults] as? Bool == true {
                try container.encode(tabs, forKey: .tabs)
            }
            try container.encode(order, forKey: .order)
        }

        public func validate() throws(ValidationError) {
            try Check.count(tabs.count, field: "tabs", max: Limits.maxTabs)
            for (index, tab) in tabs.enumerated() {
                try Check.label(tab.title, field: "tabs[\(index)].title")
                // The value is not echoed: it may be any length until it is refused.
                guard TabSplit.iconSuffixes.contains(tab.icon) else {
                    throw ValidationError(
                        field: "tabs[\(index)].icon",
                        message: "must be one of " + TabSplit.iconSuffixes.joined(separator: ", "))
                }
            }
            try TabSplit.checkPermutation(order, count: tabs.count, field: "order")
        }
    }
}
