import { useId, useRef, type ReactNode } from 'react';
import { Box, Button, Field, Flex, HStack, Progress, Text } from '@chakra-ui/react';
import { LuPaperclip } from 'react-icons/lu';
import { UPLOAD_RULES, type UploadKind } from '../utils/file-rules';

interface FileUploadFieldProps {
  kind: UploadKind;
  label: string;
  file: File | null;
  onChoose: (file: File | null) => void;
  error?: string;
  /** 0-100 while (or after) sending; null hides the bar. */
  progress: number | null;
  /** What the field says when nothing is picked (e.g. whether one is stored already). */
  placeholder?: string;
  /** Buttons after the file name: Upload, Download Resume. */
  actions?: ReactNode;
}

/**
 * A file picker: Choose File, the picked name, the caller's actions, then a progress bar while the
 * file is sent. The native input stays hidden but labelled, so keyboards and tests reach it.
 */
export function FileUploadField({ kind, label, file, onChoose, error, progress, placeholder = 'No file chosen', actions }: FileUploadFieldProps) {
  const input = useRef<HTMLInputElement>(null);
  const nameId = useId();
  const labelId = useId();
  const rule = UPLOAD_RULES[kind];

  return (
    <Field.Root invalid={Boolean(error)} gap="2" role="group" aria-labelledby={labelId}>
      <Text id={labelId} fontWeight="medium" textStyle="sm">
        {label}
      </Text>
      <input
        ref={input}
        type="file"
        hidden
        accept={rule.accept}
        aria-label={`${label} file`}
        onChange={(event) => {
          onChoose(event.target.files?.[0] ?? null);
          // Picking the same file again must fire a change too.
          event.target.value = '';
        }}
      />
      <Flex gap="2" wrap="wrap" width="full" align="center">
        <Button variant="outline" onClick={() => input.current?.click()} aria-describedby={nameId}>
          <LuPaperclip /> Choose File
        </Button>
        <Box
          id={nameId}
          flex="1"
          minW="10rem"
          borderWidth="1px"
          borderRadius="l2"
          px="3"
          py="2"
          bg="bg.subtle"
          textStyle="sm"
          color={file ? 'fg' : 'fg.muted'}
          truncate
          data-testid={`${kind}-file-name`}
        >
          {file ? file.name : placeholder}
        </Box>
        {actions}
      </Flex>
      {progress !== null && (
        <Progress.Root value={progress} width="full" size="sm" colorPalette={progress >= 100 ? 'green' : 'brand'}>
          <HStack gap="3">
            <Progress.Track flex="1" aria-label={`${label} upload progress`}>
              <Progress.Range />
            </Progress.Track>
            <Progress.ValueText textStyle="xs" minW="3ch">
              {progress}%
            </Progress.ValueText>
          </HStack>
        </Progress.Root>
      )}
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : (
        <Field.HelperText>{rule.hint}</Field.HelperText>
      )}
    </Field.Root>
  );
}
