import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce, for the inline scripts React Router renders. Only
 * the server knows it; in the browser it is empty, as browsers hide a nonce once the page is parsed.
 */
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
