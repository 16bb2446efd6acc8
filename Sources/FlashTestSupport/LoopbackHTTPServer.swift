// The loopback server lives here.
