// Uploads in an S3-compatible bucket (AWS S3, MinIO, R2...), so every instance sees every file.
import type { S3Client } from '@aws-sdk/client-s3';
import { type FileStorage, STORAGE_KEY_PATTERN, type StoredFile } from './index';

export interface S3Settings {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle?: boolean;
}

type Sdk = typeof import('@aws-sdk/client-s3');

export class S3FileStorage implements FileStorage {
  /**
   * Loads the AWS SDK, then makes the storage. The SDK is loaded only where S3 is configured: it costs a
   * process about 20 MB of memory (decision 0061), and a server storing uploads on its disk never uses it.
   */
  static async open(settings: S3Settings): Promise<S3FileStorage> {
    return new S3FileStorage(settings, await import('@aws-sdk/client-s3'));
  }

  private readonly client: S3Client;

  private constructor(
    private readonly settings: S3Settings,
    private readonly sdk: Sdk,
  ) {
    this.client = new sdk.S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Refusing an unexpected storage key: ${key}`);
    await this.client.send(
      new this.sdk.PutObjectCommand({
        Bucket: this.settings.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        ContentLength: body.byteLength,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    if (!STORAGE_KEY_PATTERN.test(key)) return null;
    try {
      const object = await this.client.send(new this.sdk.GetObjectCommand({ Bucket: this.settings.bucket, Key: key }));
      if (!object.Body) return null;
      return {
        body: object.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        contentType: object.ContentType ?? 'application/octet-stream',
        size: object.ContentLength,
      };
    } catch (error) {
      if (error instanceof this.sdk.NoSuchKey || (error instanceof this.sdk.S3ServiceException && error.$metadata.httpStatusCode === 404))
        return null;
      throw error;
    }
  }

  /** Deletes the file under `key`; a key with no file is no error (S3 answers a delete of one 204). */
  async delete(key: string): Promise<void> {
    if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`Refusing an unexpected storage key: ${key}`);
    await this.client.send(new this.sdk.DeleteObjectCommand({ Bucket: this.settings.bucket, Key: key }));
  }

  async check(): Promise<void> {
    await this.client.send(new this.sdk.HeadBucketCommand({ Bucket: this.settings.bucket }));
  }
}
