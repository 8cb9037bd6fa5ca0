import EndpointRuntime
import Foundation
import Testing

/// The app's own type for the `Money` schema of the own-types golden (`typeOverrides:
/// Money: AppMoney`): any `Codable`, `Sendable` type that reads and writes the schema's JSON,
/// public as the generated code is, and `Hashable` as the models that hold it are by default.
public struct AppMoney: Codable, Sendable, Hashable {
    public var amount: Decimal
    public var currency: String

    public init(amount: Decimal, currency: String) {
        self.amount = amount
        self.currency = currency
    }

    private enum CodingKeys: String, CodingKey { case amount, currency }

    /// The schema sends the amount as a decimal string (`"1.50"`).
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let text = try container.decode(String.self, forKey: .amount)
        guard let amount = Decimal(string: text, locale: Locale(identifier: "en_US_POSIX")) else {
            throw DecodingError.dataCorruptedError(forKey: .amount, in: container, debugDescription: "not a decimal: \(text)")
        }
        self.amount = amount
        currency = try container.decode(String.self, forKey: .currency)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(NSDecimalNumber(decimal: amount).description(withLocale: Locale(identifier: "en_US_POSIX")), forKey: .amount)
        try container.encode(currency, forKey: .currency)
    }
}

/// The generated models use the app's types where the config file overrides a schema.
@Suite struct OwnTypeTests {
    @Test func overriddenSchemasDecodeAndEncodeThroughTheAppsTypes() throws {
        let json = #"{"id":"o1","total":{"amount":"3.10","currency":"EUR"},"discount":null,"lines":[{"sku":"a","price":{"amount":"1.55","currency":"EUR"},"weight":0.1}],"byCurrency":{"EUR":{"amount":"3.10","currency":"EUR"}}}"#
        let order = try JSONDecoder().decode(Shop.Order.self, from: Data(json.utf8))
        #expect(order.total == AppMoney(amount: Decimal(string: "3.10")!, currency: "EUR"))
        #expect(order.discount.map { if case .null = $0 { true } else { false } } == true)
        #expect(order.lines[0].weight == Decimal(string: "0.1"))
        #expect(order.byCurrency?["EUR"]?.amount == Decimal(string: "3.1"))
        let again = try JSONDecoder().decode(Shop.Order.self, from: try JSONEncoder().encode(order))
        #expect(again.total == order.total && again.lines[0].price == order.lines[0].price)
        let request: Shop.GetPrice.Response = AppMoney(amount: 1, currency: "USD")
        #expect(request.currency == "USD")
    }
}
