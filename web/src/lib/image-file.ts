// Whether a picked file really is a picture: its name and type are only what the device claims
// (a text file named photo.jpg says image/jpeg). The server checks again when it is uploaded.

/** True when the browser can decode the file as an image. */
export async function decodesAsImage(file: Blob): Promise<boolean> {
  if (typeof createImageBitmap === 'function') {
    try {
      (await createImageBitmap(file)).close();
      return true;
    } catch {
      return false;
    }
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return true;
  } catch {
    return false;
  } finally {
    URL.revokeObjectURL(url);
  }
}
