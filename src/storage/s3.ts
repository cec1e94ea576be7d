/**
 * The S3 object store (issue 15 §1): any S3-compatible service (AWS S3, MinIO, R2) through the AWS SDK v3.
 * Uploads are presigned PUTs with Content-Type, Content-Length and x-amz-checksum-sha256 signed, so a store that
 * checks signatures and checksums refuses other bytes; the integrity check never relies on that.
 * The client is created with `requestChecksumCalculation: 'WHEN_REQUIRED'`: newer SDKs otherwise sign a checksum
 * of an empty body into presigned URLs, which no real upload matches.
 */
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { Readable } from 'node:stream';
import { normalizeEtag, type ObjectInfo, type ObjectStore, type PresignedUpload } from './types.js';

export interface S3Config {
  bucket: string;
  region: string;
  /** A custom endpoint (MinIO, R2, a local test server); path-style addressing is used with one. */
  endpoint?: string;
  /** Static credentials; otherwise the SDK's default chain (AWS_ACCESS_KEY_ID, profiles, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export class S3ObjectStore implements ObjectStore {
  readonly driver = 's3' as const;
  readonly client: S3Client;

  constructor(readonly config: S3Config) {
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
      ...(config.credentials ? { credentials: config.credentials } : {}),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async presignUpload(o: { key: string; size: number; contentType: string; sha256: string; expiresInSeconds: number }): Promise<PresignedUpload> {
    const checksum = Buffer.from(o.sha256, 'hex').toString('base64');
    const command = new PutObjectCommand({ Bucket: this.config.bucket, Key: o.key, ContentType: o.contentType, ContentLength: o.size, ChecksumSHA256: checksum });
    const url = await getSignedUrl(this.client, command, {
      expiresIn: o.expiresInSeconds,
      signableHeaders: new Set(['content-type', 'content-length']),
      unhoistableHeaders: new Set(['x-amz-checksum-sha256']),
    });
    return {
      url, method: 'PUT',
      headers: { 'Content-Type': o.contentType, 'x-amz-checksum-sha256': checksum },
      expiresAt: new Date(Date.now() + o.expiresInSeconds * 1000),
    };
  }

  async presignDownload(o: { key: string; filename: string; contentType: string; expiresInSeconds: number }): Promise<{ url: string; expiresAt: Date }> {
    const command = new GetObjectCommand({
      Bucket: this.config.bucket, Key: o.key, ResponseContentType: o.contentType, ResponseContentDisposition: contentDisposition(o.filename),
    });
    const url = await getSignedUrl(this.client, command, { expiresIn: o.expiresInSeconds });
    return { url, expiresAt: new Date(Date.now() + o.expiresInSeconds * 1000) };
  }

  async head(key: string): Promise<ObjectInfo | null> {
    try {
      const r = await this.client.send(new HeadObjectCommand({ Bucket: this.config.bucket, Key: key }));
      return { size: Number(r.ContentLength ?? 0), etag: normalizeEtag(r.ETag ?? '') };
    } catch (err) {
      if (err instanceof S3ServiceException && (err.$metadata.httpStatusCode === 404 || err.name === 'NotFound' || err.name === 'NoSuchKey')) return null;
      throw err;
    }
  }

  async read(key: string): Promise<Readable> {
    const r = await this.client.send(new GetObjectCommand({ Bucket: this.config.bucket, Key: key }));
    return r.Body as Readable;
  }

  async remove(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.config.bucket, Key: key }));
  }
}

/** `attachment; filename="…"; filename*=UTF-8''…` (RFC 6266), safe for any file name. */
export function contentDisposition(filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
