/** The engine's one door to the app around it: flashes, access, page names, the college's name. */
export { type EngineHost, EngineHostProvider, type EngineNotice, useEngineHost } from "./engineHost";
