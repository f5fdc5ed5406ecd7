import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Vitest's order (by project name, then by size or the last run's time) puts the process-spawning projects and
 * the unit project, which holds the demo seed's and the embedded database's half-minute files, last, where they
 * run alone after everything else has finished. This runs them first and the many short API files after them.
 */
export class ProcessesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const rank = (file: TestSpecification) =>
      file.project.name.startsWith('processes-') ? 0 : file.project.name === 'unit' ? 1 : 2
    // A stable sort: within a rank, vitest's own order.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
  }
}
