/** The interface words' namespaces, each a file in locales/<language>/. */
export const UI_NAMESPACES = ["common", "nav"] as const;
