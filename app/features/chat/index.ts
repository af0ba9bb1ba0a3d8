/** The chat area's rules, for other areas, the routes and the server. */
export { chatPolicySources, type ChatWidget } from "./chat-providers";
