/** The chat area's components. */
export { ChatLauncher } from "./chat-launcher";
