import Foundation

/// Endpoint specs written for these tests.
enum SampleSpecs {
    /// A small shop API: a model and `endpoints` GET endpoints, each with a summary that holds
    /// `version` (so changing the version changes every endpoint's file).
    static func shop(endpoints: Int = 3, version: String = "v1", api: String = "Shop") -> String {
        var text = """
            api: \(quoted(api))
            description: A shop, \(version).
            servers:
              - https://shop.example.com/api
            models:
              Item:
                description: An item for sale, \(version).
                properties:
                  id: Int
                  name: String
            endpoints:

            """
        for index in 0..<endpoints {
            text += """
                  getItem\(index):
                    summary: Gets item \(index), \(version).
                    method: GET
                    path: /items/\(index)/{id}
                    pathParams:
                      id: Int
                    response: Item

                """
        }
        return text
    }

    /// A YAML double-quoted scalar holding exactly `text` (JSON escapes are YAML escapes).
    static func quoted(_ text: String) -> String {
        guard let data = try? JSONEncoder().encode(text) else { return "\"\"" }
        return String(decoding: data, as: UTF8.self)
    }
}
