// The nginx configuration the cluster test and bench:cluster run: deploy/nginx.conf itself, with
// what only the machine decides put in. Kept apart from cluster-support.ts so that a unit test can
// read it without starting anything.
import fs from 'node:fs'
import path from 'node:path'

/** The deployed nginx configuration (compose): the cluster runs it with its own addresses. */
const DEPLOY_NGINX = path.resolve('deploy/nginx.conf')

/**
 * deploy/nginx.conf as it is, but for what only the machine decides: the instances' loopback
 * addresses, nginx's listener, its log, pid, cache and temporary folders, and where the included
 * files are. Each of those must be found as many times as expected: a change to the deployed
 * file that this would silently miss fails instead. `pageCache: false` leaves the page cache out
 * (bench:cluster compares the two).
 */
export function nginxConfig(options: {
  folder: string
  port: number
  instancePorts: number[]
  pageCache?: boolean
}): string {
  const { folder, port, instancePorts, pageCache = true } = options
  const servers = instancePorts
    .map((p) => `server 127.0.0.1:${p} max_fails=1 fail_timeout=5s;`)
    .join('\n    ')
  const replacements: [string, string, number][] = [
    ...(pageCache
      ? []
      : [
          ['include /etc/nginx/nginx-page-cache.conf;', '# (no page cache)', 1] as [
            string,
            string,
            number,
          ],
        ]),
    ['server store:3000 max_fails=1 fail_timeout=5s;', servers, 2],
    ['listen 80;', `listen 127.0.0.1:${port};`, 1],
    ['include /etc/nginx/', `include ${path.dirname(DEPLOY_NGINX)}/`, pageCache ? 3 : 2],
    ['/var/cache/nginx/store-pages', `${folder}/cache`, 1],
    ['error_log /dev/stderr warn;', `error_log ${folder}/error.log warn;`, 1],
    [
      'access_log /dev/stdout;',
      [
        `log_format cluster '$remote_addr $status $upstream_addr "$request" $upstream_cache_status $upstream_http_x_page_cache';`,
        `access_log ${folder}/access.log cluster;`,
        // nginx's background refreshes are subrequests: logged too, so a test can count them.
        'log_subrequest on;',
        `client_body_temp_path ${folder}/tmp/body;`,
        `proxy_temp_path ${folder}/tmp/proxy;`,
        `fastcgi_temp_path ${folder}/tmp/fastcgi;`,
        `uwsgi_temp_path ${folder}/tmp/uwsgi;`,
        `scgi_temp_path ${folder}/tmp/scgi;`,
      ].join('\n  '),
      1,
    ],
  ]
  let config = fs.readFileSync(DEPLOY_NGINX, 'utf8')
  for (const [deployed, local, times] of replacements) {
    const found = config.split(deployed).length - 1
    if (found !== times) {
      throw new Error(
        `deploy/nginx.conf has "${deployed}" ${found} times, not ${times}: update scripts/nginx-config.ts`,
      )
    }
    config = config.replaceAll(deployed, local)
  }
  return `daemon off;\npid ${folder}/nginx.pid;\n${config}`
}
