/** Room for the other fields and the data URL's header beside the file's base64. */
const fieldsAllowance = 256 * 1024;
/** The largest body that can carry a file of this size: as base64 (the larger of JSON and multipart) plus the fields. */
export const bodyBytesFor = (fileBytes: number) => Math.ceil(fileBytes / 3) * 4 + fieldsAllowance;
