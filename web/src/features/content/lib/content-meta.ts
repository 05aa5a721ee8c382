/** The first heading is the page title, the first paragraph its meta description. */
export function contentMeta(markdown: string): { title: string; description: string } {
  const title = /^#\s+(.+)$/m.exec(markdown)?.[1]?.trim() ?? '';
  const paragraph =
    markdown
      .split(/\n\s*\n/)
      .map((block) => block.trim())
      .find((block) => block && !/^[#>*\-|\d]/.test(block)) ?? '';
  return { title, description: paragraph.replace(/\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[*_`]/g, '') };
}
