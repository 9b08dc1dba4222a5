import { Upload, type UploadFile, type UploadProps } from 'antd';
import type { MouseEvent } from 'react';
import { useAdminDeps } from './context';
import { acceptsFile } from './files';

let seq = 0;

/**
 * antd's `Upload` for files kept in a form, choosing files the platform's way: the browser's file input on
 * the web, the native dialog on the desktop. Dropping files works alike on both. Use it wherever a screen
 * asks for a file from disk; it takes the same props (`beforeUpload` returning false, `fileList`, ...).
 */
export function FileUpload(props: UploadProps) {
  const { files } = useAdminDeps();
  if (files.kind === 'input') return <Upload {...props} />;

  const accept = typeof props.accept === 'string' ? props.accept : undefined;
  const choose = async (e: MouseEvent) => {
    e.preventDefault();
    e.stopPropagation();
    if (props.disabled) return;
    const picked = (
      await files.pickFiles({ accept, multiple: props.multiple || (props.maxCount ?? 1) > 1 })
    ).filter((f) => acceptsFile(accept, f));
    let list: UploadFile[] = [...(props.fileList ?? [])];
    for (const file of picked) {
      seq += 1;
      const rc = Object.assign(file, { uid: `native-${seq}` }) as Parameters<
        NonNullable<UploadProps['beforeUpload']>
      >[0];
      const keep = await props.beforeUpload?.(rc, picked as (typeof rc)[]);
      if (keep === Upload.LIST_IGNORE) continue;
      const item: UploadFile = {
        uid: rc.uid,
        name: file.name,
        size: file.size,
        type: file.type,
        originFileObj: rc,
      };
      list =
        props.maxCount === 1 ? [item] : [...list, item].slice(-(props.maxCount ?? Number.MAX_SAFE_INTEGER));
      props.onChange?.({ file: item, fileList: list });
    }
  };

  return (
    <Upload {...props} openFileDialogOnClick={false}>
      <span onClick={(e) => void choose(e)}>{props.children}</span>
    </Upload>
  );
}
