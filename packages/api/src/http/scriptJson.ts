/**
 * JSON text made safe to sit in an HTML `<script>` element: `<`, `>` and `&` are written as JSON
 * escapes (\u003c…), so no text a user wrote can close the script (`</script>`) or open a comment
 * in it; U+2028 and U+2029 too, for older parsers. It parses to the same value.
 */
export function scriptJson(json: string): string {
  return json.replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
