// `node --import ./tests/support/register-style-stub.mjs`: installs style-stub-hooks.mjs.
import { register } from 'node:module'

register('./style-stub-hooks.mjs', import.meta.url)
