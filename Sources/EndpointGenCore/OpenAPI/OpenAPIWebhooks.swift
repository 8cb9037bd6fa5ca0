/// Webhooks (OpenAPI 3.1 `webhooks`, §4.8.1) and callbacks (Callback Object, 3.x §4.7.18):
/// requests the API sends, whose bodies the generated client declares types for.
extension OpenAPIContext {
    /// The document's `webhooks`, each operation of each path item (following `$ref`), in file
    /// order, named after its key (and its method, when the item has several operations).
    func readWebhooks() -> [Spec.Webhook] {
        guard let node = root.rootNode["webhooks"], let entries = pairs(of: node, what: "'webhooks'") else { return [] }
        return entries.flatMap { name, key, item in
            operations(of: item, named: key.located(name), urlExpression: nil)
        }
    }

    /// The callbacks of one operation: for each callback, each runtime expression's path item,
    /// each operation; named `<Operation><Callback>` (and the method when there are several).
    func callbacks(_ site: OperationSite) -> [Spec.Webhook] {
        guard let node = site.operation["callbacks"], let callbacks = pairs(of: node, what: "'callbacks'") else { return [] }
        let owner = Naming.typeName(site.name.value)
        return callbacks.flatMap { name, key, value -> [Spec.Webhook] in
            guard let callback = dereference(value), let expressions = pairs(of: callback, what: "the callback '\(name)'") else { return [] }
            let many = expressions.count > 1
            return expressions.enumerated().flatMap { index, entry in
                let base = Naming.typeName(owner, name) + (many ? String(index + 1) : "")
                return operations(of: entry.value, named: key.located(base), urlExpression: entry.name)
            }
        }
    }

    /// The webhooks of one path item: one per operation, with its request body's type (an
    /// inline schema named `<Name>Payload`).
    private func operations(of value: OpenAPINode, named name: Located<String>, urlExpression: String?) -> [Spec.Webhook] {
        guard let item = dereference(value), let entries = pairs(of: item, what: "the path item '\(name.value)'") else { return [] }
        let methods = entries.compactMap { key, methodKey, operation in
            Self.operationKeys.first(where: { $0.key == key }).map { ($0.method, methodKey, operation) }
        }
        return methods.compactMap { method, methodKey, written in
            guard let operation = dereference(written), operation.isMapping else { return nil }
            var webhookName = name
            if methods.count > 1 { webhookName.value = Naming.typeName(name.value, method.rawValue.lowercased()) }
            let typeName = Naming.typeName(webhookName.value)
            var webhook = Spec.Webhook(
                name: Located(webhookName.value, at: methodKey.location), method: method, urlExpression: urlExpression,
                summary: string("summary", of: operation), description: string("description", of: operation),
                body: operation["requestBody"].flatMap { requestBody($0, typeName: typeName, suffix: "Payload") })
            webhook.source = source(of: operation)
            return webhook
        }
    }
}
