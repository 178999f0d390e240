// The browser build's message group chunks (scripts/vite-plugin-message-groups.ts).
declare module 'virtual:message-group/*' {
  import type { Translations } from './i18n-types'
  const sections: Partial<Translations>
  export default sections
}
