/**
 * The projects named on the command line (`--project=a`, `--project a b`), or null for all. The
 * config starts only the web servers those projects need: Playwright has no per-project servers,
 * and `--project=standalone` should not build and serve the other apps.
 */
export function selectedProjects(argv: readonly string[]): string[] | null {
  const names: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg.startsWith('--project=')) names.push(arg.slice('--project='.length))
    else if (arg === '--project') {
      while (i + 1 < argv.length && !argv[i + 1].startsWith('-')) names.push(argv[++i])
    }
  }
  return names.length > 0 ? names : null
}
