export interface XhrSendOptions {
  url: string;
  method: 'POST' | 'PUT';
  body: FormData;
  token: string | null;
  /** Fraction of the request body sent so far, 0..1. */
  onProgress?: (fraction: number) => void;
}

/**
 * One request through XMLHttpRequest, because fetch cannot report upload progress. The answer comes back as
 * a Response, so the envelope and the 401 refresh logic are the same as for every other call.
 */
export function xhrSend({ url, method, body, token, onProgress }: XhrSendOptions): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const headers = { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' };
      resolve(new Response(xhr.status === 204 ? null : xhr.responseText, { status: xhr.status, statusText: xhr.statusText, headers }));
    };
    xhr.onerror = () => reject(new TypeError('Network error'));
    xhr.onabort = () => reject(new DOMException('Upload aborted', 'AbortError'));
    xhr.send(body);
  });
}
