import { readFileSync } from "node:fs";
import path from "node:path";

// Issue 50, items 11 and 13: what the policy says is logged is what the shipped proxy config logs.
const read = (file: string) => readFileSync(path.join(process.cwd(), file), "utf8");

describe("the result is in no log", () => {
  it("the shipped nginx config logs paths without query strings, on every path", () => {
    const conf = read("deploy/nginx.conf");
    const format = conf.match(/log_format\s+(\w+)\s+'([^']*)'/);
    expect(format).not.toBeNull();
    const [, name, fields] = format!;
    // $request and $request_uri carry the query; $args and $query_string are it.
    for (const variable of ["$args", "$query_string", "$request_uri", "$request ", "$arg_"]) expect(fields).not.toContain(variable);
    expect(fields).toContain("$uri");
    // The server block's access_log uses it, and no location turns another one on.
    expect(conf).toMatch(new RegExp(`server \\{[\\s\\S]*access_log [^;]+ ${name};`));
    expect(read("deploy/nginx-proxy.conf")).not.toMatch(/access_log/);
  });

  it("the privacy policy says exactly that, and that the result is not stored on our servers", () => {
    const policy = read("content/policies/privacy-policy.md").replace(/\s+/g, " ");
    expect(policy).toContain("the path of the page requested without anything after a “?” in its address");
    expect(policy).toContain("Form contents are never logged.");
    expect(policy).toContain("It is not stored on our servers and not written to our logs");
    expect(policy).not.toMatch(/your IP address, the page requested,/);
  });
});
