// The runtime is built in its own issue.
