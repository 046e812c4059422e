// fontkit 2 ships no types; pdf-lib reads it through its own `Fontkit` shape (registerFontkit).
declare module 'fontkit' {
  export function create(...args: never[]): unknown
}
