// Runtime settings of this deployment, read before the app starts (never cached). An empty object
// keeps the values the app was built with. Names and meanings: .env.example. In the container,
// deploy/runtime-config.sh writes this file from the environment at start.
window.__APP_CONFIG__ = {}
