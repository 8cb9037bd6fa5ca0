"""A FastAPI service written as FastAPI users write one, for EndpointGen's conformance suite.

Every operation answers with what it received, so the Swift tests can check that each value
arrived exactly and comes back exactly. Nothing is stored between requests except the record
store, which the tests reset. The OpenAPI document (3.1) is FastAPI's own, served at
/openapi.json; it is never edited by hand.
"""
import datetime
import decimal
import enum
import hashlib
import uuid
from typing import Annotated, Literal, Optional, Union

from fastapi import (Cookie, Depends, FastAPI, File, Form, Header, HTTPException, Path, Query,
                     Response, UploadFile, status)
from fastapi.responses import StreamingResponse
from fastapi.security import (APIKeyCookie, APIKeyHeader, HTTPAuthorizationCredentials,
                              HTTPBasic, HTTPBasicCredentials, HTTPBearer)
from pydantic import BaseModel, ConfigDict, Field

app = FastAPI(title="Conformance", version="1.0.0")


class Color(str, enum.Enum):
    red = "red"
    green = "green"
    deep_blue = "deep blue"


class Address(BaseModel):
    model_config = ConfigDict(populate_by_name=True)

    street: str
    zip_code: str = Field(alias="zipCode")
    country: Optional[str] = None


class Record(BaseModel):
    """Every scalar kind FastAPI users reach for, nested and optional."""

    model_config = ConfigDict(populate_by_name=True)

    id: uuid.UUID
    title: str
    note: Optional[str]
    count: int
    ratio: float
    price: decimal.Decimal
    active: bool
    color: Color
    size: Literal["small", "large"]
    born_on: datetime.date = Field(alias="bornOn")
    created_at: datetime.datetime = Field(alias="createdAt")
    updated_at: Optional[datetime.datetime] = Field(default=None, alias="updatedAt")
    alarm: Optional[datetime.time] = None
    tags: list[str] = []
    scores: dict[str, int] = {}
    address: Address
    previous: Optional[Address] = None


class RecordPatch(BaseModel):
    """A partial update: a field left out is kept, a field set to null is cleared."""

    title: Optional[str] = None
    note: Optional[str] = None
    count: Optional[int] = None


class PatchEcho(BaseModel):
    """Which fields a PATCH body set, and the values it set them to."""

    fields_set: list[str]
    title: Optional[str]
    note: Optional[str]
    count: Optional[int]


class Circle(BaseModel):
    kind: Literal["circle"]
    radius: float


class Square(BaseModel):
    kind: Literal["square"]
    side: float


class Drawing(BaseModel):
    """A discriminated union and a plain union."""

    shape: Annotated[Union[Circle, Square], Field(discriminator="kind")]
    label: Union[int, str]


class QueryEcho(BaseModel):
    item_id: int
    q: Optional[str]
    limit: int
    tags: list[str]
    color: Color
    since: Optional[datetime.date]
    at: Optional[datetime.datetime]
    ratio: Optional[float]
    flag: bool
    trace: Optional[str]
    session: Optional[str]


class Problem(BaseModel):
    """The error body this service declares for 404."""

    detail: str


class FormEcho(BaseModel):
    username: str
    remember: bool
    nickname: Optional[str]


class Upload(BaseModel):
    description: str
    filename: str
    content_type: str
    size: int
    sha256: str
    extra_size: int


class Whoami(BaseModel):
    scheme: str
    credential: str


RECORDS: dict[uuid.UUID, Record] = {}


@app.get("/items/{item_id}", response_model=QueryEcho, tags=["parameters"])
def read_item(
    item_id: Annotated[int, Path(ge=1)],
    q: Optional[str] = None,
    limit: Annotated[int, Query(ge=1, le=100)] = 10,
    tags: Annotated[list[str], Query()] = [],
    color: Color = Color.red,
    since: Optional[datetime.date] = None,
    at: Optional[datetime.datetime] = None,
    ratio: Optional[float] = None,
    flag: bool = False,
    x_trace: Annotated[Optional[str], Header()] = None,
    session: Annotated[Optional[str], Cookie()] = None,
):
    """Echoes every path, query, header and cookie parameter."""
    return QueryEcho(item_id=item_id, q=q, limit=limit, tags=tags, color=color, since=since, at=at,
                     ratio=ratio, flag=flag, trace=x_trace, session=session)


class Lookup(BaseModel):
    key: Union[int, str]
    kind: str


@app.get("/lookup/{key}", response_model=Lookup, tags=["parameters"])
def lookup(key: Union[int, str]):
    """A path parameter that is an integer or a string."""
    return Lookup(key=key, kind=type(key).__name__)


@app.post("/records", response_model=Record, status_code=status.HTTP_201_CREATED, tags=["records"])
def create_record(record: Record):
    """Stores a record and answers with it as stored."""
    RECORDS[record.id] = record
    return record


@app.get("/records/{record_id}", response_model=Record, tags=["records"],
         responses={404: {"model": Problem, "description": "No such record"}})
def get_record(record_id: uuid.UUID):
    if record_id not in RECORDS:
        raise HTTPException(status_code=404, detail=f"record {record_id} not found")
    return RECORDS[record_id]


@app.put("/records/{record_id}", response_model=Record, tags=["records"])
def replace_record(record_id: uuid.UUID, record: Record):
    RECORDS[record_id] = record
    return record


@app.patch("/records/{record_id}", response_model=PatchEcho, tags=["records"])
def patch_record(record_id: uuid.UUID, patch: RecordPatch):
    """Reports which fields the body set (absent, null or a value)."""
    return PatchEcho(fields_set=sorted(patch.model_fields_set), title=patch.title, note=patch.note,
                     count=patch.count)


@app.delete("/records/{record_id}", status_code=status.HTTP_204_NO_CONTENT, tags=["records"])
def delete_record(record_id: uuid.UUID):
    RECORDS.pop(record_id, None)
    return Response(status_code=status.HTTP_204_NO_CONTENT)


@app.post("/drawings", response_model=Drawing, tags=["unions"])
def echo_drawing(drawing: Drawing):
    return drawing


@app.post("/forms/login", response_model=FormEcho, tags=["forms"])
def login(username: Annotated[str, Form()], remember: Annotated[bool, Form()] = False,
          nickname: Annotated[Optional[str], Form()] = None):
    return FormEcho(username=username, remember=remember, nickname=nickname)


@app.post("/files", response_model=Upload, tags=["forms"])
async def upload(file: UploadFile, description: Annotated[str, Form()],
                 extra: Annotated[bytes, File()] = b""):
    """Takes a file part, a text part and a bytes part; answers with what arrived."""
    data = await file.read()
    return Upload(description=description, filename=file.filename or "",
                  content_type=file.content_type or "", size=len(data),
                  sha256=hashlib.sha256(data).hexdigest(), extra_size=len(extra))


bearer = HTTPBearer()
basic = HTTPBasic()
header_key = APIKeyHeader(name="X-API-Key")
cookie_key = APIKeyCookie(name="api_key")


@app.get("/auth/bearer", response_model=Whoami, tags=["auth"])
def whoami_bearer(credentials: Annotated[HTTPAuthorizationCredentials, Depends(bearer)]):
    return Whoami(scheme="bearer", credential=credentials.credentials)


@app.get("/auth/basic", response_model=Whoami, tags=["auth"])
def whoami_basic(credentials: Annotated[HTTPBasicCredentials, Depends(basic)]):
    return Whoami(scheme="basic", credential=f"{credentials.username}:{credentials.password}")


@app.get("/auth/header-key", response_model=Whoami, tags=["auth"])
def whoami_header_key(key: Annotated[str, Depends(header_key)]):
    return Whoami(scheme="header", credential=key)


@app.get("/auth/cookie-key", response_model=Whoami, tags=["auth"])
def whoami_cookie_key(key: Annotated[str, Depends(cookie_key)]):
    return Whoami(scheme="cookie", credential=key)


@app.get("/tagged", response_model=Whoami, tags=["headers"])
def tagged(response: Response):
    """Answers with a custom response header."""
    response.headers["X-Request-Id"] = "req-42"
    return Whoami(scheme="none", credential="")


@app.get("/stream", tags=["streaming"], responses={200: {"content": {"application/x-ndjson": {}}}})
def stream(count: Annotated[int, Query(ge=0, le=100)] = 3):
    """Streams `count` JSON lines."""
    def lines():
        for index in range(count):
            yield f'{{"index": {index}}}\n'
    return StreamingResponse(lines(), media_type="application/x-ndjson")


@app.post("/reset", status_code=status.HTTP_204_NO_CONTENT, tags=["records"])
def reset():
    """Forgets every record."""
    RECORDS.clear()
    return Response(status_code=status.HTTP_204_NO_CONTENT)
