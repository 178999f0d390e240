// Node module hooks: a stylesheet import answers an empty CSS-module object, as Vite would give a
// component in a test, so app modules can be imported in plain Node (tests/unit/node-import).
const STYLESHEET = /\.(s?css|sass)(\?.*)?$/

export async function load(url, context, nextLoad) {
  if (STYLESHEET.test(url)) {
    return {
      format: 'module',
      shortCircuit: true,
      // Class names read back as their own key, so `styles.card` is 'card', never undefined.
      source: 'export default new Proxy({}, { get: (_, key) => String(key) })',
    }
  }
  return nextLoad(url, context)
}
