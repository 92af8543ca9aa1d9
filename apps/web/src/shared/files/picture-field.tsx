import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import { useEffect, useState } from 'react';
import { translateMessage } from '../i18n/i18n';
import { acceptOf, fileProblem, pictureRule } from './file-rules';

/** The picture the form will send: a new file, or the stored one cleared (`deleteProfilePicture`). */
export type PictureChoice = { file: File | null; cleared: boolean };
export const keepPicture: PictureChoice = { file: null, cleared: false };

export type PictureFieldProps = {
  /** The stored picture as an object URL (see useStoredFileUrl), null when there is none. */
  storedUrl: string | null;
  value: PictureChoice;
  onChange: (value: PictureChoice) => void;
  /** Shown in the avatar when there is no picture. */
  initials: string;
  chooseLabel: string;
  removeLabel: string;
  readOnly?: boolean;
  name?: string;
};

/**
 * A profile picture (spec 01 §5: .jpg/.jpeg/.png, at most 4,000,000 bytes): preview, choose, clear.
 * A file that breaks the rule is refused on the spot with the spec's message and never kept.
 */
export function PictureField(props: PictureFieldProps) {
  const { storedUrl, value, onChange, initials, chooseLabel, removeLabel, readOnly, name } = props;
  const [problem, setProblem] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!value.file) return setPreview(null);
    const url = URL.createObjectURL(value.file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [value.file]);
  const shown = preview ?? (value.cleared ? null : storedUrl);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const code = fileProblem(file, pictureRule);
    setProblem(code);
    if (!code) onChange({ file, cleared: false });
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar
        src={shown ?? undefined}
        alt=""
        // MUI's default grey behind white initials is 1.9:1; the theme's dark primary passes AA.
        sx={{ width: 88, height: 88, fontSize: 32, bgcolor: 'primary.dark' }}
        data-testid="picture-preview"
      >
        {initials}
      </Avatar>
      {!readOnly && (
        <Box sx={{ display: 'grid', gap: 1, justifyItems: 'start' }}>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button component="label" variant="outlined" size="small" startIcon={<PhotoCameraIcon />}>
              {chooseLabel}
              <input
                hidden
                type="file"
                name={name}
                accept={acceptOf(pictureRule)}
                data-testid="picture-input"
                onChange={(e) => {
                  choose(e.target.files?.[0]);
                  e.target.value = '';
                }}
              />
            </Button>
            {shown && (
              <Button
                size="small"
                color="error"
                startIcon={<DeleteOutlinedIcon />}
                onClick={() => {
                  setProblem(null);
                  onChange({ file: null, cleared: true });
                }}
                data-testid="picture-clear"
              >
                {removeLabel}
              </Button>
            )}
          </Box>
          {value.file && <FormHelperText sx={{ m: 0 }}>{value.file.name}</FormHelperText>}
          {problem && (
            <FormHelperText error sx={{ m: 0 }} role="alert">
              {translateMessage(problem)}
            </FormHelperText>
          )}
        </Box>
      )}
    </Box>
  );
}
