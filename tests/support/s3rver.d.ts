// Minimal types for s3rver (it ships none): the parts the storage tests use.
declare module "s3rver" {
  import type { AddressInfo } from "node:net";
  type Options = {
    address?: string;
    port?: number;
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  };
  export default class S3rver {
    constructor(options?: Options);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
