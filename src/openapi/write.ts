import { writeFileAtomic } from '../files.js'
import { openApiDocument, openApiYaml, type OpenApiOptions } from './document.js'

/** Where a document read away from the mock (Postman, Prism, a client generator) sends requests: the default port. */
export const DEFAULT_SERVER_URL = 'http://127.0.0.1:4010'

/** The document as text: YAML for a `.yaml`/`.yml` file name, JSON otherwise. */
export function openApiText(
  file: string | undefined,
  options: OpenApiOptions = { serverUrl: DEFAULT_SERVER_URL },
): string {
  return file !== undefined && /\.ya?ml$/i.test(file)
    ? openApiYaml(options)
    : `${JSON.stringify(openApiDocument(options), null, 2)}\n`
}

/**
 * Writes the OpenAPI document to `file` (temporary sibling, then rename), or to `out` when no file is given:
 * what `network-lookup-mock openapi [--out FILE]` does. Returns the text written.
 */
export function writeOpenApi(
  file: string | undefined,
  out: { write(text: string): unknown } = process.stdout,
  options: OpenApiOptions = { serverUrl: DEFAULT_SERVER_URL },
): string {
  const text = openApiText(file, options)
  if (file === undefined) {
    out.write(text)
    return text
  }
  writeFileAtomic(file, text, { createFolder: true })
  return text
}
