import EndpointRuntime
import HTTPBinAPI

/// What a slideshow screen shows: the slides of httpbin's sample slideshow once loaded, or why
/// they could not be loaded. A view model as an app would write one, with no networking of its
/// own: it sends through the client it is given, so its tests give it one whose transport is
/// a `StubTransport` (see Tests/HTTPBinAPITests/SlideshowModelTests.swift).
@MainActor
public final class SlideshowModel {
    /// What the screen shows.
    public enum State: Equatable, Sendable {
        /// Nothing asked for yet.
        case idle
        /// Waiting for the server.
        case loading
        /// The slideshow's title and the title of each slide, in order.
        case loaded(title: String, slides: [String])
        /// Why the slideshow could not be loaded, a sentence for people.
        case failed(String)
    }

    /// What the screen shows now.
    public private(set) var state = State.idle
    private let client: APIClient

    /// Creates a model that loads through `client`.
    public init(client: APIClient) {
        self.client = client
    }

    /// Loads the slideshow (`GET /json`) and shows its slides, or why it failed.
    public func load() async {
        state = .loading
        do {
            let show = try await client.send(HTTPBin.Json()).slideshow
            state = .loaded(title: show.title, slides: show.slides.map(\.title))
        } catch {
            state = .failed(error.description)
        }
    }
}
