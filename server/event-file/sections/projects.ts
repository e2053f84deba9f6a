import { z } from 'zod';
import { code, isoDateTime, text } from './common.js';

export const projectSchema = z
  .strictObject({
    id: z.int().positive(),
    code,
    name: text,
    parentId: z.int().positive().optional(),
    schedule: z.strictObject({ start: isoDateTime, end: isoDateTime }),
  })
  // Written as "not before" so a date that failed its own check is reported once, not twice.
  .refine((project) => !(Date.parse(project.schedule.end) <= Date.parse(project.schedule.start)), {
    error: 'schedule.end must be later than schedule.start',
    path: ['schedule', 'end'],
  });

/** `projects`: the event's projects; getStreamAccess checks a project's schedule. */
export const projectsSection = z
  .array(projectSchema)
  .min(1)
  .superRefine((projects, ctx) => {
    const ids = new Set<number>();
    const codes = new Set<string>();
    projects.forEach((project, index) => {
      if (ids.has(project.id)) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: 'duplicate project id' });
      if (codes.has(project.code)) {
        ctx.addIssue({ code: 'custom', path: [index, 'code'], message: 'duplicate project code' });
      }
      ids.add(project.id);
      codes.add(project.code);
    });
  });
