// Media made by the tests: a small real PNG, and a file set on an <input type=file>.

/** A small real PNG drawn on a canvas. */
export async function pngFile(name: string, colour = '#c8161d'): Promise<File> {
  const canvas = document.createElement('canvas');
  canvas.width = 64;
  canvas.height = 36;
  const context = canvas.getContext('2d')!;
  context.fillStyle = colour;
  context.fillRect(0, 0, 64, 36);
  const blob = await new Promise<Blob>((resolve) =>
    canvas.toBlob((made) => resolve(made!), 'image/png'),
  );
  return new File([blob], name, { type: 'image/png' });
}

/** Sets a file on a file input the way a user's choice does. */
export function setFile(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Chooses the kind and the file in the media library's upload form, as a user does. */
export function chooseUpload(element: HTMLElement, kind: string, file: File): void {
  const root = element.shadowRoot!;
  const select = root.querySelector<HTMLSelectElement>('form:not([role]) select')!;
  select.value = kind;
  select.dispatchEvent(new Event('change', { bubbles: true }));
  setFile(root.querySelector<HTMLInputElement>('input[type="file"]')!, file);
}

/** Sends the media library's upload form. */
export function submitUpload(element: HTMLElement): void {
  element
    .shadowRoot!.querySelector<HTMLButtonElement>('form:not([role]) button[type="submit"]')!
    .click();
}
