// A context hook for beforeEach: skips the tests whose name starts with "live:" while the
// suite's vars.network is "off". Printing nothing lets the test run.
let input = '';
process.stdin.setEncoding('utf8');
for await (const chunk of process.stdin) input += chunk;
const { test, vars } = JSON.parse(input);
if (test.name.startsWith('live:') && vars.network === 'off') {
  process.stdout.write(JSON.stringify({ skip: { reason: `network is off (session ${vars.session})` } }));
}
