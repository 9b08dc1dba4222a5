/** Test helper: a multipart/form-data body for `app.inject`, built with the platform's FormData. */
export async function formData(
  fields: Record<string, string>,
  files: { field: string; name: string; type?: string; content: string | Buffer }[] = [],
): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const f of files) {
    const bytes = typeof f.content === 'string' ? Buffer.from(f.content, 'utf8') : f.content;
    form.append(
      f.field,
      new Blob([new Uint8Array(bytes)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  }
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type') ?? '' },
  };
}
