/** The chat area's components. */
export { ChatWidget } from "./chat-widget";
