/**
 * electron-updater's HTTP under plain Node, for the local-feed test. In the app, electron-updater talks
 * through Electron's `net` (its ElectronHttpExecutor, which needs the Electron binary); this executor sends
 * the same requests with Node's http module and downloads through the same HttpExecutor.doDownload, so
 * everything above the socket is electron-updater's own: the feed's YAML, the version comparison, the
 * download into its cache and the sha512 check.
 */
import http, { type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http';
import type { URL } from 'node:url';
import { configureRequestOptions, configureRequestUrl, HttpExecutor, type DownloadOptions } from 'builder-util-runtime';

export class NodeHttpExecutor extends HttpExecutor<ClientRequest> {
  createRequest(options: RequestOptions, callback: (response: IncomingMessage) => void): ClientRequest {
    return http.request(options, callback);
  }

  /** As ElectronHttpExecutor.download, over Node. */
  download(url: URL, destination: string, options: DownloadOptions): Promise<string> {
    return options.cancellationToken.createPromise((resolve, reject, onCancel) => {
      const requestOptions: RequestOptions = { headers: options.headers ?? undefined };
      configureRequestUrl(url, requestOptions);
      configureRequestOptions(requestOptions);
      this.doDownload(
        requestOptions,
        {
          destination,
          options,
          onCancel,
          callback: (error) => (error == null ? resolve(destination) : reject(error)),
          responseHandler: null,
        },
        0,
      );
    });
  }
}
