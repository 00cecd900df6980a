import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { assertValidKey, isValidKey, type ImageStorage } from "./types";

export type S3Config = {
  bucket: string;
  region: string;
  endpoint?: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Base URL browsers load objects from (a CDN or the bucket's public address). */
  publicUrl?: string;
  forcePathStyle?: boolean;
};

const CACHE_CONTROL = "public, max-age=31536000, immutable";

/** The address objects are public at when S3_PUBLIC_URL is not set. */
function defaultPublicBase(c: S3Config): string {
  if (c.endpoint) {
    const endpoint = c.endpoint.replace(/\/+$/, "");
    if (c.forcePathStyle) return `${endpoint}/${c.bucket}`;
    const u = new URL(endpoint);
    return `${u.protocol}//${c.bucket}.${u.host}${u.pathname.replace(/\/+$/, "")}`;
  }
  return `https://${c.bucket}.s3.${c.region}.amazonaws.com`;
}

/** Images in an S3-compatible bucket (AWS S3, MinIO, R2, ...). Nothing touches the local disk. */
export function createS3Storage(config: S3Config): ImageStorage {
  const client = new S3Client({
    region: config.region,
    endpoint: config.endpoint,
    forcePathStyle: config.forcePathStyle,
    credentials:
      config.accessKeyId && config.secretAccessKey
        ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
        : undefined,
    // Many S3-compatible servers do not understand the newer default checksums.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    maxAttempts: 3,
  });
  const base = (config.publicUrl ?? defaultPublicBase(config)).replace(/\/+$/, "");

  return {
    kind: "s3",
    async put(key, data, contentType) {
      assertValidKey(key);
      await client.send(
        new PutObjectCommand({ Bucket: config.bucket, Key: key, Body: data, ContentType: contentType, CacheControl: CACHE_CONTROL }),
      );
    },
    async get(key) {
      assertValidKey(key);
      try {
        const out = await client.send(new GetObjectCommand({ Bucket: config.bucket, Key: key }));
        if (!out.Body) return null;
        return Buffer.from(await out.Body.transformToByteArray());
      } catch (e) {
        if (e instanceof NoSuchKey || (e as { name?: string }).name === "NoSuchKey" || (e as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) {
          return null;
        }
        throw e;
      }
    },
    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: key }));
    },
    publicUrl(key) {
      assertValidKey(key);
      return `${base}/${key}`;
    },
    keyFromUrl(url) {
      if (!url.startsWith(`${base}/`)) return null;
      const key = url.slice(base.length + 1);
      return isValidKey(key) ? key : null;
    },
  };
}
