// Downloads in a browser test: the console hands a file over by clicking a temporary link to a Blob
// URL; this catches that click (no real download) and keeps the file's name and bytes.

export interface CaughtDownload {
  fileName: string;
  blob: Blob;
}

/** Starts catching download links; `stop()` restores the browser's own behaviour. */
export function catchDownloads(): { files: CaughtDownload[]; stop: () => void } {
  const files: CaughtDownload[] = [];
  const blobs = new Map<string, Blob>();
  const originalCreate = URL.createObjectURL.bind(URL);
  const originalClick = HTMLAnchorElement.prototype.click;
  URL.createObjectURL = (object: Blob | MediaSource) => {
    const url = originalCreate(object);
    if (object instanceof Blob) blobs.set(url, object);
    return url;
  };
  HTMLAnchorElement.prototype.click = function click(this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (this.download && blob) files.push({ fileName: this.download, blob });
    else originalClick.call(this);
  };
  return {
    files,
    stop: () => {
      URL.createObjectURL = originalCreate;
      HTMLAnchorElement.prototype.click = originalClick;
    },
  };
}

/** Whether the bytes are a zip container (an .xlsx is one): they start with `PK\x03\x04`. */
export async function isZip(blob: Blob): Promise<boolean> {
  const head = new Uint8Array(await blob.slice(0, 4).arrayBuffer());
  return head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
}
