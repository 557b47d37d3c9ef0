/** English messages: portal shell: start-up, layout, navigation, notices, help (web-portal, brand-config, content). */
export const shell = {};
