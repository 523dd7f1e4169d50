"""A piece's face key (the table's own: tuples, names, numbers) as JSON for a phone, and back."""


def face_to_json(face):
    """A face key as JSON (tuples become lists, other values their text)."""
    if isinstance(face, tuple | list):
        return [face_to_json(f) for f in face]
    if isinstance(face, dict):
        return {str(k): face_to_json(v) for k, v in face.items()}
    if face is None or isinstance(face, bool | int | float | str):
        return face
    return str(face)


def face_from_json(data):
    """The table's face key back from its JSON (lists become tuples, as the adapters' keys are)."""
    if isinstance(data, list):
        return tuple(face_from_json(d) for d in data)
    return data
