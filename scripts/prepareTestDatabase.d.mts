export declare function prepareTestDatabase(
  url: string,
  probe?: (url: string) => Promise<unknown>,
): Promise<{ usable: boolean; message: string }>;
