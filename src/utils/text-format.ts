/** 'hello world' → 'Hello world'; the rest of the string is left as is. */
export function uppercaseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}
