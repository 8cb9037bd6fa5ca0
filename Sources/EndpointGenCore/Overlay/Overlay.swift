import Foundation

/// OpenAPI Overlays (Overlay Specification 1.0.0): documents of actions that change an
/// OpenAPI description before it is read, given with `--overlay FILE` or the config file's
/// `overlays:`.
///
/// An overlay is a mapping with `overlay: 1.0.x`, `info` (`title`, `version`), an optional
/// `extends` (not used: the overlay applies to the description it is given with) and
/// `actions`, a non-empty list. Each action has a `target`, a JSONPath expression
/// (``JSONPath``, RFC 9535: the subset listed there) selecting nodes of the description
/// as the earlier actions left it, and either `remove: true` (each selected node is removed
/// from the mapping or sequence holding it) or `update`, merged into each selected node:
/// into a mapping, each member of an update mapping is merged into the member of that name
/// (mappings recursively, sequences appended to, anything else replaced) or added; into a
/// sequence, the items of an update sequence are appended, any other update is appended as
/// one item. A target that selects nothing is a warning at the target; an update of a
/// scalar, the removal of the whole document and a JSONPath form outside the subset are
/// errors there. Overlays apply to the root document only, not to files reached through
/// `$ref`, and each in the order given.
///
/// Values an overlay brings keep its file and line: a diagnostic about one names the
/// overlay (``YAMLMark/originFile``).
public enum Overlay {
    /// The keys of an Overlay document, besides `x-` extensions.
    static let documentKeys = ["overlay", "info", "extends", "actions"]
    /// The keys of an action, besides `x-` extensions.
    static let actionKeys = ["target", "description", "update", "remove"]

    /// Applies overlay files, in order, to a description.
    /// - Parameters:
    ///   - overlays: Paths of Overlay documents, as given (diagnostics name them so).
    ///   - document: The description, read already.
    ///   - diagnostics: Receives every error and warning, at the overlay's positions.
    ///   - limits: The YAML limits; the result may nest no deeper than `limits.maxDepth`.
    /// - Returns: The changed description (the same file, so `$ref`s resolve as before), or
    ///   `nil` when an overlay has an error.
    static func apply(_ overlays: [String], to document: YAMLDocument, diagnostics: DiagnosticCollector, limits: YAMLLimits = .default) -> YAMLDocument? {
        guard !overlays.isEmpty else { return document }
        let root = OverlayNode(document.root)
        var failed = false
        var budget = limits.maxAliasedNodes
        for path in overlays {
            guard let data = FileManager.default.contents(atPath: path) else {
                diagnostics.error("cannot read the Overlay document '\(path)'", at: nil)
                failed = true
                continue
            }
            let overlay: YAMLDocument
            do {
                overlay = try YAMLReader.read([UInt8](data), file: path, limits: limits)
            } catch {
                for diagnostic in error.diagnostics { diagnostics.report(diagnostic) }
                failed = true
                continue
            }
            let before = diagnostics.diagnostics.count { $0.severity == .error }
            guard let actions = readActions(of: overlay, diagnostics: diagnostics),
                  diagnostics.diagnostics.count(where: { $0.severity == .error }) == before else {
                failed = true
                continue
            }
            for action in actions {
                perform(action, on: root, file: path, budget: &budget, limit: limits.maxAliasedNodes, diagnostics: diagnostics)
            }
            if diagnostics.diagnostics.count(where: { $0.severity == .error }) > before { failed = true }
        }
        guard !failed else { return nil }
        if root.depth > limits.maxDepth {
            diagnostics.error("the overlays make the description nest deeper than \(limits.maxDepth) levels", at: document.location(of: document.root))
            return nil
        }
        return YAMLDocument(file: document.file, root: root.yamlNode())
    }

    /// One action of an overlay, checked.
    struct Action {
        var target: JSONPath
        /// The target's node, for diagnostics.
        var targetNode: YAMLNode
        var update: YAMLNode?
        var remove: Bool
    }

    /// The actions of an Overlay document, each checked; errors for what the Overlay
    /// Specification requires and the document lacks.
    static func readActions(of overlay: YAMLDocument, diagnostics: DiagnosticCollector) -> [Action]? {
        let context = DecodeContext(file: overlay.file, diagnostics: diagnostics, format: .configFile)
        defer { context.reportRemainingDuplicateKeys(of: overlay.root, reportedIn: diagnostics) }
        guard let pairs = overlay.root.mapping else {
            context.error("an Overlay document is a mapping with 'overlay: 1.0.0', 'info' and 'actions', not \(overlay.root.kindDescription)", at: overlay.root)
            return nil
        }
        func value(_ key: String) -> YAMLNode? { overlay.root[key] }
        for pair in pairs {
            guard let name = pair.key.scalar?.value, Self.documentKeys.contains(name) || name.hasPrefix("x-") else {
                context.error("unknown key '\(pair.key.scalar?.value ?? "")' in an Overlay document (it has \(documentKeys.joined(separator: ", ")) and x- extensions)", at: pair.key)
                continue
            }
        }
        guard let version = value("overlay") else {
            context.error("an Overlay document needs 'overlay: 1.0.0' (the version of the Overlay Specification)", at: overlay.root)
            return nil
        }
        let versionText = version.scalar?.value ?? ""
        let parts = versionText.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0] == "1", parts[1] == "0", !parts[2].isEmpty, parts[2].allSatisfy(\.isASCII), parts[2].allSatisfy(\.isNumber) else {
            context.error("Overlay version '\(versionText)' is not supported (1.0.x is)", at: version)
            return nil
        }
        if let info = value("info") {
            if info.mapping == nil || info["title"]?.scalar == nil || info["version"]?.scalar == nil {
                context.error("an Overlay document's 'info' needs 'title' and 'version'", at: info)
            }
        } else {
            context.error("an Overlay document needs 'info' with 'title' and 'version'", at: overlay.root)
        }
        guard let list = value("actions") else {
            context.error("an Overlay document needs 'actions', a list of at least one action", at: overlay.root)
            return nil
        }
        guard let items = list.sequence, !items.isEmpty else {
            context.error("'actions' must be a list of at least one action", at: list)
            return nil
        }
        var actions: [Action] = []
        for item in items {
            guard let fields = item.mapping else {
                context.error("an action is a mapping with 'target' and 'update' or 'remove: true', not \(item.kindDescription)", at: item)
                continue
            }
            for pair in fields {
                let name = pair.key.scalar?.value ?? ""
                if !actionKeys.contains(name) && !name.hasPrefix("x-") {
                    context.error("unknown key '\(name)' in an action (it has \(actionKeys.joined(separator: ", ")) and x- extensions)", at: pair.key)
                }
            }
            guard let targetNode = item["target"] else {
                context.error("an action needs a 'target' (a JSONPath expression)", at: item)
                continue
            }
            guard let text = targetNode.scalar?.value, !(targetNode.scalar?.isNull ?? true) else {
                context.error("'target' must be a JSONPath expression", at: targetNode)
                continue
            }
            var remove = false
            if let removeNode = item["remove"] {
                guard let flag = context.bool(removeNode, key: nil, what: "'remove'") else { continue }
                remove = flag
            }
            let target: JSONPath
            do {
                target = try JSONPath(parsing: text)
            } catch {
                context.error("unsupported JSONPath in 'target': \(error.message)", at: targetNode, offset: offset(of: error.offset, in: targetNode))
                continue
            }
            actions.append(Action(target: target, targetNode: targetNode, update: item["update"], remove: remove))
        }
        return actions
    }

    /// The column offset of character `offset` of a scalar's text, when it is on one line as
    /// written (plain or quoted without escapes); 0 otherwise.
    static func offset(of offset: Int, in node: YAMLNode) -> Int {
        switch node.scalar?.style {
        case .plain?: offset
        case .singleQuoted?, .doubleQuoted?: offset + 1
        default: 0
        }
    }

    /// Performs one action on the description.
    /// - Parameters:
    ///   - budget: How many more nodes updates may add (``YAMLLimits/maxAliasedNodes`` for
    ///     all overlays of a description, as for aliases): each target selected costs one
    ///     and the nodes of the update copied into it; an action past it is an error.
    ///   - limit: The whole budget, for the error.
    static func perform(_ action: Action, on root: OverlayNode, file: String, budget: inout Int, limit: Int, diagnostics: DiagnosticCollector) {
        let at = action.targetNode.mark.location(inFile: file)
        let selected: [JSONPath.Selected]
        do {
            selected = try action.target.select(in: root)
        } catch {
            diagnostics.error("the target cannot be applied: \(error.message)", at: at)
            return
        }
        guard !selected.isEmpty else {
            let near = nearestName(for: action.target, in: root).map { " (did you mean '\($0)'?)" } ?? ""
            diagnostics.warning("the target '\(action.targetNode.scalar?.value ?? "")' selects nothing in the description\(near), so the action changes nothing", at: at)
            return
        }
        if action.remove {
            for item in selected {
                guard let parent = item.parent else {
                    diagnostics.error("the target selects the whole description, which an action cannot remove", at: at)
                    return
                }
                guard let index = parent.children.firstIndex(where: { $0 === item.node }) else { continue }
                parent.children.remove(at: index)
                if parent.isMapping { parent.keys.remove(at: index) }
            }
            return
        }
        guard let updateNode = action.update else {
            diagnostics.warning("the action has neither 'update' nor 'remove: true', so it changes nothing", at: at)
            return
        }
        let size = nodeCount(of: updateNode)
        for item in selected {
            guard !item.node.isMapping || updateNode.mapping != nil else {
                diagnostics.error("the target selects a mapping (an object), so 'update' must be a mapping, not \(updateNode.kindDescription)", at: updateNode.mark.location(inFile: file))
                return
            }
            switch item.node.kind {
            case .scalar:
                diagnostics.error("the target selects a scalar (\(item.node.scalar?.value.prefix(40) ?? "")); 'update' applies to objects and arrays (to replace a value, update the object holding it)", at: at)
                return
            case .mapping, .sequence:
                // Each target gets a copy of its own origin: the OpenAPI reader tells nodes
                // apart by position, and a later action may change one copy only.
                budget -= 1 + size
                guard budget >= 0, let origin = YAMLMark.register(file) else {
                    diagnostics.error("the overlays add more than \(limit) nodes to the description (the update times the targets it is copied into); narrow the target", at: at)
                    return
                }
                merge(OverlayNode(updateNode, origin: origin), into: item.node)
            }
        }
    }

    /// The number of nodes of a YAML tree (keys included), without recursion.
    static func nodeCount(of node: YAMLNode) -> Int {
        var count = 0
        var pending = [node]
        while let next = pending.popLast() {
            count += 1
            switch next.shape {
            case .scalar: break
            case .sequence(let items): pending.append(contentsOf: items)
            case .mapping(let pairs):
                for pair in pairs { pending.append(pair.key); pending.append(pair.value) }
            }
        }
        return count
    }

    /// For a target of names only (`$.components.schemas.Pett`) that selects nothing, the
    /// member name nearest to the first name missing (`Pet`), when one is near enough.
    static func nearestName(for target: JSONPath, in root: OverlayNode) -> String? {
        var node = root
        for segment in target.segments {
            guard !segment.descendant, segment.selectors.count == 1, case .name(let name)? = segment.selectors.first else { return nil }
            if let next = node.member(name) {
                node = next
                continue
            }
            return node.isMapping ? Suggestions.nearest(to: name, in: node.keys.compactMap { $0.scalar?.value }) : nil
        }
        return nil
    }

    /// Merges an update into a node (Overlay 1.0 §4.4.3, `update`): a mapping's members
    /// recursively, a sequence appended to; otherwise the update replaces.
    static func merge(_ update: OverlayNode, into target: OverlayNode) {
        // An explicit stack: an update may nest as deep as the YAML limits allow.
        var pending: [(update: OverlayNode, target: OverlayNode)] = [(update, target)]
        while let (update, target) = pending.popLast() {
            switch (target.kind, update.kind) {
            case (.mapping, .mapping):
                // The target's members by name (the first of a name), so that a wide update
                // into a wide mapping takes linear time, not their product.
                var members: [String: Int] = [:]
                for index in target.keys.indices.reversed() {
                    if let name = target.keyText(at: index) { members[name] = index }
                }
                for index in update.keys.indices {
                    let value = update.children[index]
                    guard let name = update.keyText(at: index), let existing = members[name] else {
                        if let name = update.keyText(at: index) { members[name] = target.keys.count }
                        target.keys.append(update.keys[index].copy())
                        target.children.append(value.copy())
                        continue
                    }
                    let current = target.children[existing]
                    if (current.isMapping && value.isMapping) || (current.isSequence && value.isSequence) {
                        pending.append((value, current))
                    } else {
                        target.children[existing] = value.copy()
                    }
                }
            case (.sequence, .sequence):
                target.children.append(contentsOf: update.children.map { $0.copy() })
            case (.sequence, _):
                target.children.append(update.copy())
            default:
                break  // checked by the caller: a mapping takes a mapping, a scalar nothing
            }
        }
    }
}
