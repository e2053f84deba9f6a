import type { Db, Project } from '../../store/database.js';

export async function listProjects(db: Db): Promise<Project[]> {
  return db.selectFrom('projects').selectAll().orderBy('id').execute();
}

/** A project by its id ("4") or its code ("basic"); an id wins over a code that looks like one. */
export function findProject(projects: Project[], idOrCode: string): Project | undefined {
  return projects.find((project) => String(project.id) === idOrCode) ?? projects.find((p) => p.code === idOrCode);
}
